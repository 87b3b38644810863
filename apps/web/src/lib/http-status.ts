/** What a failed request says to the user, by HTTP status (spec §8). */
export const HTTP_STATUS_MESSAGES: Readonly<Record<number, string>> = {
  400: '请求错误',
  401: '登录已超时，请重新登录',
  403: '拒绝访问',
  404: '请求的资源不存在',
  405: '请求方法不被允许',
  406: '请求的格式不可用',
  408: '请求超时',
  410: '请求的资源已不存在',
  422: '数据校验错误',
  429: '请求过于频繁，请稍后再试',
  500: '服务异常，请稍后重试',
  501: '服务未实现',
  502: '网络错误',
  503: '服务不可用',
  504: '网络超时',
  505: 'HTTP 版本不受支持',
};

export const FALLBACK_ERROR_MESSAGE = '服务异常，请稍后重试';
export const NETWORK_ERROR_MESSAGE = '网络连接失败，请检查网络后重试';

/** The server's own message wins; otherwise the catalogue's text for the status. */
export function messageForStatus(status: number, serverMessage?: string): string {
  if (serverMessage) return serverMessage;
  return HTTP_STATUS_MESSAGES[status] ?? FALLBACK_ERROR_MESSAGE;
}
