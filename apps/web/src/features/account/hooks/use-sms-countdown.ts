import { SMS_RESEND_INTERVAL_SECONDS } from '@lyp/shared/sms/sms.schemas';
import { useEffect, useState } from 'react';

/** Seconds left before another code may be requested (60 after each send). */
export function useSmsCountdown(seconds = SMS_RESEND_INTERVAL_SECONDS) {
  const [remaining, setRemaining] = useState(0);
  useEffect(() => {
    if (remaining <= 0) return undefined;
    const timer = setTimeout(() => setRemaining((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [remaining]);
  return { remaining, start: (from = seconds) => setRemaining(from), running: remaining > 0 };
}
