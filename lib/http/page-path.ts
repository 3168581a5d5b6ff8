/**
 * The path of the page being rendered, set by proxy.ts on every page request (over anything a
 * client sent under that name), for server components that must know which page they are on.
 */
export const PAGE_PATH_HEADER = "x-page-path";
