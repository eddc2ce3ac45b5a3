import type { Plugin } from 'graphql-yoga';
import type { Logger } from 'pino';
import type { GatewayContext } from '../context.js';
import { notificationsKey } from '../live/pickup-events.js';
import { safeErrorFields } from '../safe-error-log.js';

/**
 * After a request that changed someone's notifications (an event recorded one, a parent read
 * one), and so after its transaction committed: every open page of those accounts hears it on
 * the live channel (every gateway instance), and the email and text outboxes are kicked. A
 * request that failed after recording one announces too: the pages read again and find nothing
 * new.
 */
export function announceNotificationsPlugin(logger: Logger): Plugin {
  return {
    async onExecutionResult({ context: initial }) {
      // The gateway's context is merged into yoga's once the request reached execution.
      const context = initial as Partial<GatewayContext>;
      const { notified, mail, pickupEvents } = context;
      if (!notified || notified.size === 0 || !mail || !pickupEvents) return;
      const uids = [...notified];
      notified.clear();
      mail.kick();
      await Promise.all(
        uids.map((uid) =>
          pickupEvents.publish(notificationsKey(uid)).catch((error: unknown) => {
            logger.warn({ ...safeErrorFields(error) }, 'notifications: could not announce');
          }),
        ),
      );
    },
  };
}
