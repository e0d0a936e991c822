/**
 * Page sizes of the lists the product asks for (SPEC §7, §9), shared by the web's calls and the
 * API's query schemas. Literal types on purpose: a changed size is a changed contract.
 */
export const DEFAULT_PAGE = 1;
export const PRODUCTS_PAGE_SIZE = 25;
export const COMPANIES_PAGE_SIZE = 25;
export const APP_SEARCH_PAGE_SIZE = 25;
export const STORE_SEARCH_PAGE_SIZE = 50;
/** The header's store search box asks for fewer stores than the search page. */
export const HEADER_SEARCH_PAGE_SIZE = 20;
export const ORDERS_PAGE_SIZE = 24;
