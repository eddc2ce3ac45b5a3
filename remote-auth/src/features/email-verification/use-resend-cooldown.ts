import { useCallback, useEffect, useState } from 'react';
import {
  cooldownRemaining,
  markVerificationSent,
  verificationSentAt,
} from '../../common/resend-cooldown';

export interface ResendCooldown {
  /** Whole seconds until the next email may be asked for; 0 when it may be now. */
  secondsLeft: number;
  /** Starts the wait after an email was sent. */
  start: () => void;
}

/** The resend rate limit of one user, ticking once a second while it runs. */
export function useResendCooldown(userId: string | null): ResendCooldown {
  const [sentAt, setSentAt] = useState<number | null>(() =>
    userId ? verificationSentAt(userId) : null,
  );
  const [now, setNow] = useState(() => Date.now());
  const remaining = cooldownRemaining(sentAt, now);
  const running = remaining > 0;

  useEffect(() => {
    setSentAt(userId ? verificationSentAt(userId) : null);
    setNow(Date.now());
  }, [userId]);

  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);

  const start = useCallback(() => {
    const at = Date.now();
    if (userId) markVerificationSent(userId, at);
    setSentAt(at);
    setNow(at);
  }, [userId]);

  return { secondsLeft: Math.ceil(remaining / 1000), start };
}
