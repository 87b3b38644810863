/** What to tell the user about a failure: ApiError messages are already Chinese and user-facing. */
export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : '操作失败，请稍后重试';
}
