// @ts-check
// One bounded autocannon run in a process of its own, so that the load generator shares no
// event loop with the bench (which pipes the stack's logs). Options as JSON in argv[2]; prints
// the figures as JSON.
import autocannon from 'autocannon';

const options = JSON.parse(process.argv[2] ?? '{}');
const result = await autocannon({ ...options, timeout: 10 });
console.log(
  JSON.stringify({
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    failures: result.errors + result.timeouts + result.non2xx,
  }),
);
