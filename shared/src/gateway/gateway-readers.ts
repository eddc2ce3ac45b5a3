/**
 * Who reads the gateway, and the one way to tell them all that its data changed. The query
 * store (`useGatewayQuery`, behind the pages' `useQuery` too) and the order list each register
 * how they read again; a change calls `refreshGatewayReaders` once, and every reader that is
 * on screen shows the new answer. Only this folder calls it (ESLint says so): a mutation sent
 * with `requestGateway` (or a page's `useMutation`) refreshes by itself, and a change the
 * portal learns of otherwise is announced with `gatewayChangedElsewhere`. Nobody refreshes
 * another's cache by hand.
 */
type ReadAgain = () => unknown;

const readers = new Set<ReadAgain>();

/** Registers how a reader reads again; answers a function that unregisters it. */
export function registerGatewayReader(readAgain: ReadAgain): () => void {
  readers.add(readAgain);
  return () => readers.delete(readAgain);
}

/**
 * The gateway's data changed: every registered reader reads again (shown answers are
 * replaced when the new ones arrive; answers not on screen are forgotten). Resolves when all
 * have answered; a failed read is its reader's own error state, never a rejection here.
 */
export async function refreshGatewayReaders(): Promise<void> {
  await Promise.all(
    [...readers].map(async (readAgain) => {
      try {
        await readAgain();
      } catch {
        // The reader shows its own failure.
      }
    }),
  );
}

/**
 * The gateway's data changed without a mutation of the portal's (a payment finished on the
 * provider's page): every reader reads again.
 */
export function gatewayChangedElsewhere(): Promise<void> {
  return refreshGatewayReaders();
}
