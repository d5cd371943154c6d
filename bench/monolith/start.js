// The monolith's entry: the shell's early start and its app in one bundle (no early.js to take over, nothing
// negotiated at start), over the static page map and route lists.
import { startApp } from '../../shell/src/bootstrap';
import { earlyStart } from '../../shell/src/early';

startApp(earlyStart);
