import { useSyncExternalStore } from 'react';
import { getToasts, subscribeToasts } from '../platform/toast';
import styles from './ToastHost.module.css';

/** Shows the toasts of src/platform/toast.ts; mount once per page. The live region stays mounted so screen readers hear each new toast. */
export function ToastHost() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  return (
    <div className={styles.host} role="status" aria-live="polite">
      {toasts.map((toast) => (
        <div className={styles.toast} key={toast.id}>
          {toast.text}
        </div>
      ))}
    </div>
  );
}
