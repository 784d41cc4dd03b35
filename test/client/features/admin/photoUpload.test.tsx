// The staff's photo upload (issue 38, docs/staff.md "Photos"): chosen with the keyboard or dropped,
// each photo's progress while it is sent and while the server encodes it, refusals by file name with
// the reason, Retry of a failed call, and the stored names handed on in the order chosen. The browser's
// XMLHttpRequest is a fake the test drives step by step; the real server: test/server/pictures/.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PhotoUpload } from '@/client/features/admin/lazy/pictures/PhotoUpload';
import type { AuthService } from '@/client/features/auth/authTypes';
import { PHOTO_MAX_BYTES, type UploadedPicture } from '@/contract';
import { renderWithProviders } from '../../../support/renderWithProviders';
import { FakeXhr } from './support/fakeXhr';
import { staffSignedIn } from './support/staffSession';
import { STAFF_API } from '@/staffRoutes';

const stored = (hash: string): UploadedPicture => ({
  name: `${hash.repeat(20).slice(0, 20)}-1280.webp`,
  url: `/images/products/${hash.repeat(20).slice(0, 20)}-1280.webp`,
});
const photo = (name: string, size = 2000) => new File([new Uint8Array(size)], name, { type: 'image/jpeg' });

const idToken = jest.fn();
const authService = async () => ({ idToken }) as unknown as AuthService;
FakeXhr.install();
beforeEach(() => {
  idToken.mockReset().mockResolvedValue('token-1');
});

function renderUpload(room?: number) {
  const onUploaded = jest.fn();
  const rendered = renderWithProviders(<PhotoUpload onUploaded={onUploaded} room={room} />, {
    preloadedState: staffSignedIn(),
    storeOptions: { services: { authService } },
  });
  return { ...rendered, onUploaded, input: screen.getByLabelText('Choose photos') };
}
const item = (name: string) =>
  within(screen.getByRole('list', { name: 'Photos being added' }))
    .getByText(name)
    .closest('li') as HTMLElement;
const sentCount = (count: number) => waitFor(() => expect(FakeXhr.sent).toHaveLength(count));

describe('the photo upload', () => {
  it('is reached with the keyboard: Tab focuses the labelled file input, which says what it takes', async () => {
    const { user, input } = renderUpload();
    await user.tab();
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp,image/avif');
    expect(input).toHaveAccessibleDescription(/or drop them here\. JPEG, PNG, WebP or AVIF, up to 20 MB each/);
  });

  it('sends each photo as the staff member, two at a time, with its name, type and bytes', async () => {
    const { user, input } = renderUpload();
    const files = [photo('IMG_1.jpg'), photo('IMG 2 (Kopie).jpg'), photo('IMG_3.jpg')];
    await user.upload(input, files);
    await sentCount(2);
    const [first, second] = FakeXhr.sent;
    expect([first?.method, first?.url, first?.headers, first?.body]).toEqual([
      'POST',
      `${window.location.origin}${STAFF_API.adminPictures}?name=IMG_1.jpg`,
      { 'accept-language': 'en', authorization: 'Bearer token-1', 'content-type': 'image/jpeg' },
      files[0],
    ]);
    expect(second?.url).toBe(`${window.location.origin}${STAFF_API.adminPictures}?name=IMG+2+%28Kopie%29.jpg`);
    expect(within(item('IMG_3.jpg')).getByText('Waiting…')).toBeInTheDocument();

    first?.answer(201, stored('a'));
    await sentCount(3); // the third starts once one is done
  });

  it('shows each photo’s progress: the share sent, then encoding, then added', async () => {
    const { user, input, onUploaded } = renderUpload();
    await user.upload(input, [photo('IMG_1.jpg')]);
    await sentCount(1);
    const [request] = FakeXhr.sent;

    request?.sending(0.45);
    const bar = within(item('IMG_1.jpg')).getByRole('progressbar', { name: 'IMG_1.jpg' });
    expect(bar).toHaveAttribute('value', '0.45');
    expect(item('IMG_1.jpg')).toHaveTextContent('Uploading, 45 %');
    expect(screen.getByRole('status')).toHaveTextContent('0 of 1 photo added…');

    request?.allSent();
    const encoding = within(item('IMG_1.jpg')).getByRole('progressbar', { name: 'IMG_1.jpg' });
    expect(encoding).not.toHaveAttribute('value'); // open-ended: the server does not say how far it is
    expect(item('IMG_1.jpg')).toHaveTextContent('Encoding AVIF and WebP…');
    expect(onUploaded).not.toHaveBeenCalled();

    request?.answer(201, stored('a'));
    expect(await within(item('IMG_1.jpg')).findByText('Added')).toBeInTheDocument();
    expect(within(item('IMG_1.jpg')).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1 of 1 photo added.');
    expect(onUploaded).toHaveBeenCalledWith([stored('a').name]);
  });

  it('hands the stored names on in the order chosen, whichever is stored first', async () => {
    const { user, input, onUploaded } = renderUpload();
    await user.upload(input, [photo('first.jpg'), photo('second.jpg')]);
    await sentCount(2);
    FakeXhr.sent[1]?.answer(201, stored('b'));
    expect(await within(item('second.jpg')).findByText('Added')).toBeInTheDocument();
    expect(onUploaded).not.toHaveBeenCalled(); // the first is still on its way

    FakeXhr.sent[0]?.answer(200, stored('a'));
    await waitFor(() => expect(onUploaded).toHaveBeenCalledTimes(1));
    expect(onUploaded).toHaveBeenCalledWith([stored('a').name, stored('b').name]);
  });

  it('shows a refused photo by its name with the server’s reason, and hands on only the others', async () => {
    const { user, input, onUploaded } = renderUpload();
    await user.upload(input, [photo('notes.jpg'), photo('IMG_2.jpg')]);
    await sentCount(2);
    const reason = 'notes.jpg is not a picture (JPEG, PNG, WebP or AVIF). Nothing was stored.';
    FakeXhr.sent[0]?.answer(400, { error: 'invalid_picture', message: reason });
    FakeXhr.sent[1]?.answer(201, stored('b'));

    expect(await within(item('notes.jpg')).findByText(reason)).toBeInTheDocument();
    expect(within(item('notes.jpg')).queryByRole('button')).not.toBeInTheDocument(); // the file itself is the problem
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith([stored('b').name]));
    expect(screen.getByRole('status')).toHaveTextContent('1 of 2 photos added, 1 refused.');
  });

  it('refuses a photo over the size limit by its name before sending it', async () => {
    const { user, input, onUploaded } = renderUpload();
    await user.upload(input, [photo('DSC_0001.JPG', PHOTO_MAX_BYTES + 1)]);
    expect(
      within(item('DSC_0001.JPG')).getByText(
        'DSC_0001.JPG is 20.0 MB; photos of up to 20 MB are taken. Export it smaller and try again.',
      ),
    ).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect([FakeXhr.sent, onUploaded.mock.calls]).toEqual([[], []]);
  });

  it('refuses photos beyond the room the product has, by name', async () => {
    const { user, input } = renderUpload(1);
    await user.upload(input, [photo('one.jpg'), photo('two.jpg')]);
    expect(
      within(item('two.jpg')).getByText('two.jpg was not added: the product has room for no more pictures.'),
    ).toBeInTheDocument();
    await sentCount(1);
    expect(FakeXhr.sent[0]?.url).toMatch(/name=one\.jpg$/);
  });

  it('offers Retry for a call that failed (busy, offline), and Retry with the keyboard sends it again', async () => {
    const { user, input, onUploaded } = renderUpload();
    await user.upload(input, [photo('IMG_1.jpg')]);
    await sentCount(1);
    const busy = 'IMG_1.jpg was not taken: the shop is busy with other photos. Please try again in a few seconds.';
    FakeXhr.sent[0]?.answer(503, { error: 'busy', message: busy });
    const retry = await within(item('IMG_1.jpg')).findByRole('button', { name: 'Retry IMG_1.jpg' });
    expect(item('IMG_1.jpg')).toHaveTextContent(`Not sent: ${busy}`);
    expect(screen.getByRole('status')).toHaveTextContent('0 of 1 photo added, 1 not sent.');

    retry.focus();
    await user.keyboard('{Enter}');
    await sentCount(2);
    FakeXhr.sent[1]?.answer(201, stored('a'));
    expect(await within(item('IMG_1.jpg')).findByText('Added')).toBeInTheDocument();
    expect(onUploaded).toHaveBeenCalledWith([stored('a').name]);
  });

  it('takes photos dropped on it, and a new choice clears what was settled', async () => {
    const { user, input } = renderUpload();
    await user.upload(input, [photo('old.jpg')]);
    await sentCount(1);
    FakeXhr.sent[0]?.answer(201, stored('a'));
    await within(item('old.jpg')).findByText('Added');

    const zone = input.closest('.photo-upload') as HTMLElement;
    const dataTransfer = { files: [photo('dropped.jpg')], types: ['Files'] };
    fireEvent.dragEnter(zone, { dataTransfer });
    expect(zone).toHaveClass('photo-upload--over');
    fireEvent.drop(zone, { dataTransfer });
    expect(zone).not.toHaveClass('photo-upload--over');
    await sentCount(2);
    expect(FakeXhr.sent[1]?.url).toMatch(/name=dropped\.jpg$/);
    expect(screen.queryByText('old.jpg')).not.toBeInTheDocument();
  });
});
