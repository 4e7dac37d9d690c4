import { type AnyApiRoute, type RouteResponse } from '@lieux/contracts';
import { routeUrl } from '../api/api-client';
import { ApiRequestError } from '../api/api-request.error';
import { errorMessageFrom } from '../api/error-message-from';

export interface UploadOptions {
  params: Record<string, string>;
  query?: object;
  /** Called as the bytes leave, with the share sent (0 to 1). */
  onProgress?: (sent: number) => void;
  signal?: AbortSignal;
}

/**
 * Sends one file to an upload route as multipart/form-data (part `file`, as the gateway reads it),
 * with the session cookie. XMLHttpRequest rather than fetch: only it reports the upload's progress.
 * A refusal throws an `ApiRequestError` with the server's French message, as `apiClient.call` does.
 */
export function uploadFile<R extends AnyApiRoute>(route: R, file: File, options: UploadOptions): Promise<RouteResponse<R>> {
  return uploadFiles(route, [{ part: 'file', file }], options);
}

/** Sends several files in one multipart request, each in its named part (a claim's documents: one part per kind). */
export function uploadFiles<R extends AnyApiRoute>(route: R, files: ReadonlyArray<{ part: string; file: File }>, options: UploadOptions): Promise<RouteResponse<R>> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(route.method, routeUrl(route.path, options.params, options.query));
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      if (request.status >= 200 && request.status < 300) {
        resolve((request.responseText === '' ? undefined : JSON.parse(request.responseText)) as RouteResponse<R>);
        return;
      }
      const { message, code, errors } = errorMessageFrom(request.status, request.statusText, request.responseText);
      reject(new ApiRequestError(message, request.status, code, errors));
    });
    request.addEventListener('error', () => reject(new TypeError('network error')));
    request.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    options.signal?.addEventListener('abort', () => request.abort(), { once: true });
    const body = new FormData();
    for (const { part, file } of files) body.append(part, file, file.name);
    request.send(body);
  });
}
