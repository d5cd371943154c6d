/**
 * Replaces getShortErrorMsg of @module-federation/error-codes (dist/getShortErrorMsg.mjs, and the copy inside
 * webpack-bundler-runtime): the same lines, with the description only where the caller passes one (the
 * descriptions are left out, ./error-descriptions.mjs), e.g.
 *   #RUNTIME-008
 *   https://module-federation.io/guide/troubleshooting/runtime#runtime-008
 *   args: {"remoteName":"catalog",...}
 */
export function getShortErrorMsg(errorCode, descMap, args, originalErrorMsg) {
  const description = descMap?.[errorCode];
  const lines = [
    description ? `${description} #${errorCode}` : `#${errorCode}`,
    `https://module-federation.io/guide/troubleshooting/${errorCode.split('-')[0].toLowerCase()}#${errorCode.toLowerCase()}`,
  ];
  if (args) lines.push(`args: ${JSON.stringify(args)}`);
  if (originalErrorMsg) lines.push(`Original Error Message:\n ${originalErrorMsg}`);
  return lines.join('\n');
}
