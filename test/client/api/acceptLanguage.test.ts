// The catalogue API asks in the build's language (issue 50): the server's messages (a refusal, a busy
// shop) come in the language the page speaks. The client's tests run the English build.
import { shopApi } from '@/client/api/shopApi';
import { makeStore } from '@/client/app/store';
import { apiServer, mockApiDuringTests } from '../../support/apiMocks';

mockApiDuringTests();

it("sends the build's language as Accept-Language with every catalogue request, a refused one too", async () => {
  const asked: Array<[string, string | null]> = [];
  const record = ({ request }: { request: Request }) =>
    asked.push([new URL(request.url).pathname, request.headers.get('accept-language')]);
  apiServer.events.on('request:start', record);
  try {
    const store = makeStore();
    await store.dispatch(shopApi.endpoints.getCategories.initiate());
    const missing = await store.dispatch(shopApi.endpoints.getProduct.initiate(9999));
    expect(missing.error).toMatchObject({ status: 404 });
  } finally {
    apiServer.events.removeListener('request:start', record);
  }
  expect(asked).toEqual([
    ['/api', 'en'],
    ['/api/product/9999', 'en'],
  ]);
});
