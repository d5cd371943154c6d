/**
 * Replaces @module-federation/error-codes' dist/desc.mjs in the browser bundle: no sentence per error code
 * (1 KB). An error still names its code and the page that describes it (./short-error-message.mjs).
 */
export const runtimeDescMap = {};
export const typeDescMap = {};
export const buildDescMap = {};
export const errorDescMap = {};
