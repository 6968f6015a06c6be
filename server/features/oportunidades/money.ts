// Money and percentages are numeric columns: the driver answers them as exact decimal strings, and
// inputs are normalised to the same 'd.dd' strings before they reach SQL (common/money.ts). Answers
// carry them as JSON numbers.

/** An exact decimal string from the database as a JSON number; null stays null. */
export const toNumber = (value: string | null): number | null => (value == null ? null : Number(value));
