process.env.TEST_DB = 'pglite';
