// POST /api/admin/pictures, one photo a call, with the upload's progress (uploadRequest.ts). Nothing
// to invalidate: a stored photo changes no product until the product is saved with its name.
import type { UploadedPicture } from '@/contract';
import { staffApi } from '../staffApi';
import { staffRequest } from '../staffBaseQuery';
import { uploadRequest, type OnUploadProgress } from './uploadRequest';
import { adminPictureUploadPath } from '@/staffRoutes';

interface PhotoUploadArgs {
  file: File;
  onProgress?: OnUploadProgress;
}

const photoUploadApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    uploadPhoto: build.mutation<UploadedPicture, PhotoUploadArgs>({
      queryFn: ({ file, onProgress }, api) =>
        staffRequest<UploadedPicture>(
          {
            url: adminPictureUploadPath(file.name),
            method: 'POST',
            // The server judges the bytes; a type the browser does not know is sent as plain bytes.
            headers: { 'content-type': file.type || 'application/octet-stream' },
            body: file,
          },
          api,
          uploadRequest(onProgress),
        ),
    }),
  }),
});

export const { useUploadPhotoMutation } = photoUploadApi;
