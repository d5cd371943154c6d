/**
 * Takes out of a message or stack what telemetry must never send: query strings and fragments (a search box's
 * words, a reset link's code), email addresses and tokens.
 */
const URL_WITH_QUERY = /(https?:\/\/[^\s?#()'"]+)[?#][^\s()'":]*((?::\d+){0,2})/g;
const PATH_WITH_QUERY = /(\/[^\s?#()'"]*)\?[^\s()'"]*=[^\s()'"]*/g;
const EMAIL = /[^\s@()<>'"]+@[^\s@()<>'"]+\.[A-Za-z]{2,}/g;
const JWT = /\beyJ[\w-]+\.[\w-]+\.[\w-]*/g;
const BEARER = /\bBearer\s+[^\s'"]+/gi;

export function scrub(text: string): string {
  return text
    .replace(URL_WITH_QUERY, '$1$2')
    .replace(PATH_WITH_QUERY, '$1')
    .replace(EMAIL, '[email]')
    .replace(JWT, '[token]')
    .replace(BEARER, 'Bearer [token]');
}

/** A path without its query string or fragment, as the API's route field takes it. */
export function routeOf(path: string): string {
  const bare = path.split(/[?#]/)[0]?.replace(/\s/g, '') ?? '';
  return (bare.startsWith('/') ? bare : `/${bare}`).slice(0, 200);
}
