import { useState } from 'react';

export interface Agreement {
  agreed: boolean;
  /** Shown after a try to go on without agreeing, until the box is ticked. */
  missing: boolean;
  setAgreed(agreed: boolean): void;
  /** Whether the person agreed; if not, marks the agreement as missing. */
  confirm(): boolean;
}

/** Spec §5: the agreement checkbox's state, shared by the forms of one page. */
export function useAgreement(): Agreement {
  const [agreed, setAgreedState] = useState(false);
  const [missing, setMissing] = useState(false);
  return {
    agreed,
    missing: missing && !agreed,
    setAgreed(next) {
      setAgreedState(next);
      if (next) setMissing(false);
    },
    confirm() {
      if (!agreed) setMissing(true);
      return agreed;
    },
  };
}
