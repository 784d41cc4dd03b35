// The browser's XMLHttpRequest as a fake the test drives step by step: the photo upload's requests
// (uploadRequest.ts), their upload progress, the end of sending, and the answer.
import { act } from '@testing-library/react';

export class FakeXhr extends EventTarget {
  static sent: FakeXhr[] = [];
  readonly upload = new EventTarget();
  readonly headers: Record<string, string> = {};
  method = '';
  url = '';
  body: unknown;
  timeout = 0;
  status = 0;
  responseText = '';

  /** In place of the browser's for each test; restored after it. */
  static install(): void {
    const original = window.XMLHttpRequest;
    beforeEach(() => {
      FakeXhr.sent = [];
      window.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
    });
    afterEach(() => {
      window.XMLHttpRequest = original;
    });
  }

  open(method: string, url: string) {
    [this.method, this.url] = [method, url];
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  sending(share: number) {
    const total = (this.body as File).size;
    act(() => {
      this.upload.dispatchEvent(
        new ProgressEvent('progress', { lengthComputable: true, loaded: share * total, total }),
      );
    });
  }
  allSent() {
    act(() => {
      this.upload.dispatchEvent(new ProgressEvent('load'));
    });
  }
  answer(status: number, body: unknown) {
    [this.status, this.responseText] = [status, JSON.stringify(body)];
    act(() => {
      this.dispatchEvent(new ProgressEvent('load'));
    });
  }
}
