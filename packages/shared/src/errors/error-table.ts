/** A table of business errors: each code's HTTP status and Chinese message (`{name}` filled in). */
export type ErrorTable = Record<string, { status: number; message: string }>;
