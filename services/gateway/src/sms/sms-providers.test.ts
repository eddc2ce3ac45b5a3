import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { twilioSmsProvider } from './sms-providers.js';

const SMS = {
  id: 'sms_1',
  kind: 'NOTIFICATION',
  dedupeKey: 'NOTIFICATION:1',
  to: '+15305550199',
  body: 'Parent Portal: The courier collected the kit.',
  attempts: 1,
};

/** A stand-in for Twilio's Messages API on loopback: answers `status`, records requests. */
async function twilioStandIn(status: number) {
  const requests: { url: string; auth: string; body: string }[] = [];
  const server = createServer((request: IncomingMessage, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      requests.push({ url: request.url ?? '', auth: request.headers.authorization ?? '', body });
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(status === 201 ? { sid: 'SM123' } : { code: 21211 }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const provider = (baseUrl: string) =>
  twilioSmsProvider({ accountSid: 'AC123', authToken: 'secret', from: '+15005550006', baseUrl });

it('sends through Twilio’s Messages API with the account’s credentials', async () => {
  const twilio = await twilioStandIn(201);
  try {
    expect(await provider(twilio.baseUrl)(SMS)).toEqual({ provider: 'twilio', ref: 'SM123' });
    expect(twilio.requests).toEqual([
      {
        url: '/2010-04-01/Accounts/AC123/Messages.json',
        auth: `Basic ${Buffer.from('AC123:secret').toString('base64')}`,
        body: new URLSearchParams({ To: SMS.to, From: '+15005550006', Body: SMS.body }).toString(),
      },
    ]);
  } finally {
    await twilio.close();
  }
});

it('fails with the HTTP status as its code when Twilio refuses (the dispatcher retries)', async () => {
  const twilio = await twilioStandIn(400);
  try {
    await expect(provider(twilio.baseUrl)(SMS)).rejects.toMatchObject({ code: 'TWILIO_400' });
  } finally {
    await twilio.close();
  }
});
