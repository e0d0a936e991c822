/** Length limits of form fields several forms share (SPEC §5, §9). */
export const NAME_MAX_LENGTH = 50;
export const VOUCHER_CODE_MAX_LENGTH = 50;
