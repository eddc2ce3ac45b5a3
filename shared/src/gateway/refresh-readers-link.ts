// The Apollo side of "a mutation refreshes every reader": what `requestGateway` does for the
// shell's mutations, Apollo's client does with this link (imported by it only, so Apollo stays
// out of the first load).
import { ApolloLink } from '@apollo/client';
import { OperationTypeNode } from 'graphql';
import { Observable } from 'rxjs';
import { refreshGatewayReaders } from './gateway-readers';

/**
 * After a successful mutation, every reader of the gateway (the shell's and the pages') reads
 * again, and the mutation's answer is handed on only once they have: whoever awaits the
 * mutation finds every reader showing the new data. The page that changed something never
 * refreshes anyone's cache by hand.
 */
export const refreshReadersLink = new ApolloLink((operation, forward) => {
  if (
    operation.operationType !== OperationTypeNode.MUTATION ||
    operation.getContext().refreshReaders === false
  ) {
    return forward(operation);
  }
  return new Observable<ApolloLink.Result>((observer) => {
    const results: ApolloLink.Result[] = [];
    const subscription = forward(operation).subscribe({
      next: (result) => results.push(result),
      error: (error: unknown) => observer.error(error),
      complete: () => {
        const succeeded = results.some((result) => !result.errors?.length);
        void (succeeded ? refreshGatewayReaders() : Promise.resolve()).then(() => {
          for (const result of results) observer.next(result);
          observer.complete();
        });
      },
    });
    return () => subscription.unsubscribe();
  });
});
