// @ts-check
// What Lighthouse's simulated LCP waits for. Lighthouse's mobile figures come from Lantern,
// which replays the page's load as a graph of requests and main-thread tasks under simulated
// throttling; its computed artifact gives each node's simulated start and end. Walking back
// from the node that ends last, through the dependency that ends last, gives the chain the
// LCP is the end of (docs/size.md, "How the Lighthouse figures were moved").
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';

/**
 * @typedef {{ getDependencies(): PathNode[], type: string, request?: { url: string, transferSize?: number }, childEvents?: { args?: { data?: { url?: string } } }[] }} PathNode
 * @typedef {{ startTime: number, endTime: number }} NodeTiming
 * @typedef {{ start: number, end: number, what: string }} PathStep
 */

/**
 * The chain of nodes ending last: from the node that ends last, the dependency that ends last,
 * and so on back to the start (returned first to last).
 * @param {Map<PathNode, NodeTiming>} timings
 * @param {(node: PathNode) => string} describe
 * @returns {PathStep[]}
 */
export function criticalPath(timings, describe) {
  const byEnd = (/** @type {PathNode} */ a, /** @type {PathNode} */ b) =>
    (timings.get(b)?.endTime ?? 0) - (timings.get(a)?.endTime ?? 0);
  /** @type {PathStep[]} */
  const steps = [];
  let node = [...timings.keys()].sort(byEnd)[0];
  const seen = new Set();
  while (node && !seen.has(node)) {
    seen.add(node);
    const timing = /** @type {NodeTiming} */ (timings.get(node));
    steps.push({ start: timing.startTime, end: timing.endTime, what: describe(node) });
    node = node
      .getDependencies()
      .filter((dependency) => timings.has(dependency))
      .sort(byEnd)[0];
  }
  return steps.reverse();
}

/**
 * Every request of the simulation, in the order Lantern started them.
 * @param {Map<PathNode, NodeTiming>} timings
 * @param {(node: PathNode) => string} describe
 * @returns {PathStep[]}
 */
export function requestsByStart(timings, describe) {
  return [...timings]
    .filter(([node]) => node.type === 'network')
    .sort((a, b) => a[1].startTime - b[1].startTime || a[1].endTime - b[1].endTime)
    .map(([node, timing]) => ({
      start: timing.startTime,
      end: timing.endTime,
      what: describe(node),
    }));
}

/**
 * Lantern's simulation of one Lighthouse run's LCP (its `lhr` and `artifacts`): the simulated
 * start and end of each node, and a description of a node, requests named by their URL without
 * `origin`, tasks by the script they ran.
 * @param {{ lhr: any, artifacts: any }} run a Lighthouse runner result (untyped: Lighthouse's
 *   own types are not part of this project's)
 * @param {string} origin
 */
async function simulateLcp({ lhr, artifacts }, origin) {
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings: lhr.configSettings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    simulator: null,
  };
  const context = { computedCache: new Map(), settings: lhr.configSettings };
  const result = await LanternLargestContentfulPaint.request(data, context);
  /** @param {PathNode} node */
  const describe = (node) => {
    if (node.type === 'network' && node.request) {
      const kb = Math.round((node.request.transferSize ?? 0) / 1024);
      return `request ${node.request.url.replace(origin, '')} (${kb} KB)`;
    }
    const script = node.childEvents?.find((event) => event.args?.data?.url)?.args?.data?.url;
    return `main thread${script ? ` (${script.replace(origin, '')})` : ''}`;
  };
  /** @type {Map<PathNode, NodeTiming>} */
  const timings = result.pessimisticEstimate.nodeTimings;
  return { timings, describe };
}

/**
 * Lantern's LCP path of one Lighthouse run, and with `requests` also every request it simulated
 * (who shares the bandwidth with the path).
 * @param {{ lhr: any, artifacts: any }} run a Lighthouse runner result
 * @param {string} origin
 * @param {{ requests?: boolean }} [options]
 * @returns {Promise<{ path: PathStep[], requests: PathStep[] }>}
 */
export async function lcpPath(run, origin, { requests = false } = {}) {
  const { timings, describe } = await simulateLcp(run, origin);
  return {
    path: criticalPath(timings, describe),
    requests: requests ? requestsByStart(timings, describe) : [],
  };
}
