// A base query over XMLHttpRequest, for staffRequest: fetch cannot report how much of a request body has
// been sent, and a photo of several megabytes takes seconds to upload from a phone.
import type { FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';

/** Uploading, then waiting for the encode: the server answers only once the photo is stored. */
const UPLOAD_TIMEOUT_MS = 120_000;

/** `sent`: the share of the body sent, 0 to 1; 1 once it is all on its way and the server is at work. */
export type OnUploadProgress = (sent: number) => void;

type Answer = { data: unknown; error?: undefined } | { error: FetchBaseQueryError; data?: undefined };

function answerOf(xhr: XMLHttpRequest): Answer {
  let body: unknown = xhr.responseText;
  try {
    body = JSON.parse(xhr.responseText) as unknown;
  } catch {
    if (xhr.status < 400)
      return {
        error: { status: 'PARSING_ERROR', originalStatus: xhr.status, data: body as string, error: 'not JSON' },
      };
  }
  return xhr.status >= 200 && xhr.status < 300 ? { data: body } : { error: { status: xhr.status, data: body } };
}

export const uploadRequest =
  (onProgress?: OnUploadProgress) =>
  (request: FetchArgs): Promise<Answer> =>
    new Promise((resolve) => {
      const xhr = new XMLHttpRequest();
      xhr.open(request.method ?? 'POST', `${globalThis.location?.origin ?? ''}${request.url}`);
      for (const [name, value] of Object.entries((request.headers ?? {}) as Record<string, string>))
        xhr.setRequestHeader(name, value);
      xhr.timeout = UPLOAD_TIMEOUT_MS;
      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(1, event.loaded / event.total));
      });
      xhr.upload.addEventListener('load', () => onProgress?.(1));
      xhr.addEventListener('load', () => resolve(answerOf(xhr)));
      xhr.addEventListener('error', () =>
        resolve({ error: { status: 'FETCH_ERROR', error: 'The photo could not be sent.' } }),
      );
      xhr.addEventListener('timeout', () =>
        resolve({ error: { status: 'TIMEOUT_ERROR', error: 'The photo took too long.' } }),
      );
      xhr.send(request.body as XMLHttpRequestBodyInit);
    });
