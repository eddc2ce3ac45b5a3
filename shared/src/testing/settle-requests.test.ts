import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { settleRequestsAfterEach } from './settle-requests';

const answered: string[] = [];
const server = setupServer(
  http.get('http://slow.test/answer', async () => {
    await delay(200);
    answered.push('slow');
    return HttpResponse.json({ ok: true });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
settleRequestsAfterEach(server);

describe('settleRequestsAfterEach', () => {
  it('a test may end with a request still on its way', () => {
    void fetch('http://slow.test/answer');
    expect(answered).toEqual([]);
  });

  it('the next test starts after that request was answered', () => {
    expect(answered).toEqual(['slow']);
  });
});
