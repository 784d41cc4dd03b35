// The staff's catalogue import (docs/staff.md): the preview and the import send the chosen file as
// the request's body; the import's answer is read line by line (NDJSON) as it comes, each progress
// line handed to `onProgress`. A landed import refreshes the imports list and the product table.
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { ImportEntry, ImportHistory, ImportPreview, ImportProgress } from '@/contract';
import { STAFF_TAGS, staffApi } from '../staffApi';
import { staffQuery, staffRequest } from '../staffBaseQuery';
import { STAFF_API } from '@/staffRoutes';
import * as i18n from '@/client/i18n/i18n';

/** Long enough for the largest file the staff area takes (docs/staff.md, "Importing a catalogue file"). */
const PREVIEW_TIMEOUT_MS = 3 * 60_000;
const IMPORT_TIMEOUT_MS = 10 * 60_000;
const IMPORTS_TAG = 'StaffImports';

export type ImportMode = ImportPreview['mode'];
type ProgressLine = Extract<ImportProgress, { type: 'progress' }>;

interface PreviewArgs {
  file: File;
  mode: ImportMode;
}

interface ImportArgs {
  file: File;
  token: string;
  onProgress: (line: ProgressLine) => void;
}

/** The lines of an NDJSON answer as they arrive; the last one (done or error) is the result. */
async function readLines(response: Response, onProgress: (line: ProgressLine) => void): Promise<ImportProgress> {
  if (!response.ok || !response.body) return (await response.json()) as ImportProgress;
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  let last: ImportProgress | undefined;
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    buffered += decoder.decode(next.value, { stream: true });
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const text of lines.filter(Boolean)) {
      last = JSON.parse(text) as ImportProgress;
      if (last.type === 'progress') onProgress(last);
    }
  }
  return (
    last ?? {
      type: 'error',
      status: 0,
      error: 'cut_short',
      message: i18n._({ id: 'staff.import.cutShort', message: 'The answer stopped before the end.' }),
    }
  );
}

/** An error line of a begun answer, as RTK Query's error, so the screen shows it as any other. */
const lineError = (line: Extract<ImportProgress, { type: 'error' }>): FetchBaseQueryError => ({
  status: line.status,
  data: { error: line.error, message: line.message },
});

const importApi = staffApi.enhanceEndpoints({ addTagTypes: [IMPORTS_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    getImports: build.query<ImportHistory, { before?: number }>({
      queryFn: staffQuery(({ before }) => ({ url: STAFF_API.adminImports, params: { before } })),
      providesTags: [IMPORTS_TAG],
    }),
    previewImport: build.mutation<ImportPreview, PreviewArgs>({
      queryFn: staffQuery(({ file, mode }) => ({
        url: STAFF_API.adminImportPreview,
        method: 'POST',
        params: { name: file.name, mode },
        body: file,
        headers: { 'content-type': 'application/octet-stream' },
        timeout: PREVIEW_TIMEOUT_MS,
      })),
    }),
    runImport: build.mutation<ImportEntry, ImportArgs>({
      async queryFn({ file, token, onProgress }, api, _options, baseQuery) {
        const answer = await staffRequest<ImportProgress>(
          {
            url: STAFF_API.adminImports,
            method: 'POST',
            params: { token },
            body: file,
            headers: { 'content-type': 'application/octet-stream' },
            timeout: IMPORT_TIMEOUT_MS,
            responseHandler: (response) => readLines(response, onProgress),
          },
          api,
          baseQuery,
        );
        if (answer.error) return { error: answer.error };
        const last = answer.data;
        if (last.type === 'done') return { data: last.import };
        if (last.type === 'error') return { error: lineError(last) };
        return {
          error: {
            status: 'CUSTOM_ERROR',
            error: i18n._({ id: 'staff.import.noEnd', message: 'The import stopped before it said how it ended.' }),
          },
        };
      },
      invalidatesTags: [IMPORTS_TAG, STAFF_TAGS.productList, STAFF_TAGS.product],
    }),
  }),
});

export const { useGetImportsQuery, usePreviewImportMutation, useRunImportMutation } = importApi;
