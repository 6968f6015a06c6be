// The portal's toasts: top-end, stacked, each with a title by kind ('Algo deu
// errado!' for errors, 'Sucesso!' for successes) over its text. It replaces react-admin's <Notification>
// (<Admin notification={Toaster}>), so every useNotify() call, react-admin's own included, lands here.
import { Alert, AlertTitle, Box, Button, Slide } from '@mui/material';
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import {
  useNotificationContext,
  useTakeUndoableMutation,
  useTranslate,
  type NotificationPayload,
} from 'react-admin';
import { closeToast, removeToast, showToasts, useShownToasts, type Toast } from './shownToasts';

export const TOAST_DURATION_MS = 5000;

/**
 * A button of the toast that acts on what it reports, e.g. 'Desfazer' after a saved change (an action
 * that already ran, unlike react-admin's `undoable`, which holds the change back until the toast closes):
 * `notify(text, { type: 'success', action: { label: 'Desfazer', onClick } })`. It closes the toast.
 */
export type ToastAction = { label: string; onClick: () => void };

const titleKeys: Partial<Record<NotificationPayload['type'], string>> = {
  error: 'portal.error_title',
  success: 'portal.success_title',
};

export const Toaster = () => {
  const { notifications, setNotifications } = useNotificationContext();
  const toasts = useShownToasts();

  // Take every queued notification at once: toasts stack instead of waiting for each other.
  useEffect(() => {
    if (notifications.length === 0) return;
    const taken = notifications;
    setNotifications((queue) => queue.slice(taken.length));
    showToasts(taken);
  }, [notifications, setNotifications]);

  const close = closeToast;
  const remove = removeToast;

  // The stack is attached to <body> only while it holds toasts. An open dialog hides the rest of the page
  // from assistive technology (aria-hidden on <body>'s other children); a stack attached after the dialog
  // opened is not hidden, so an error shown over a dialog is still announced and found by role.
  if (toasts.length === 0) return null;
  return createPortal(
    <Box
      aria-live="polite"
      sx={{
        position: 'fixed',
        top: (theme) => theme.spacing(2),
        right: (theme) => theme.spacing(2),
        left: { xs: 16, sm: 'auto' },
        zIndex: (theme) => theme.zIndex.snackbar,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'flex-end',
        gap: 1,
        pointerEvents: 'none',
      }}
    >
      {toasts.map((toast) => (
        <ToastItem key={toast.key} toast={toast} onClose={close} onExited={remove} />
      ))}
    </Box>,
    document.body,
  );
};

function ToastItem({
  toast,
  onClose,
  onExited,
}: {
  toast: Toast;
  onClose: (key: number) => void;
  onExited: (key: number) => void;
}) {
  const translate = useTranslate();
  const takeMutation = useTakeUndoableMutation();
  const { message, type, notificationOptions = {} } = toast.payload;
  const { autoHideDuration, messageArgs, undoable, title, action: toastAction } = notificationOptions as typeof notificationOptions & {
    action?: ToastAction;
  };
  const undone = useRef(false);

  useEffect(() => {
    const duration = autoHideDuration === undefined ? TOAST_DURATION_MS : autoHideDuration;
    if (!toast.open || duration === null) return;
    const timer = setTimeout(() => onClose(toast.key), duration);
    return () => clearTimeout(timer);
  }, [toast.open, toast.key, autoHideDuration, onClose]);

  const handleExited = () => {
    // An undoable mutation runs once its toast is gone, unless the person undid it.
    if (undoable && !undone.current) takeMutation()?.({ isUndo: false });
    onExited(toast.key);
  };
  const undo = () => {
    undone.current = true;
    takeMutation()?.({ isUndo: true });
    onClose(toast.key);
  };

  const titleKey = title ?? titleKeys[type];
  const text = typeof message === 'string' ? translate(message, { _: message, ...messageArgs }) : message;

  return (
    <Slide in={toast.open} direction="left" appear onExited={handleExited}>
      <Alert
        severity={type}
        variant="filled"
        onClose={() => onClose(toast.key)}
        closeText={translate('ra.action.close')}
        action={
          undoable ? (
            <Button color="inherit" size="small" onClick={undo}>
              {translate('ra.action.undo')}
            </Button>
          ) : toastAction ? (
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                toastAction.onClick();
                onClose(toast.key);
              }}
            >
              {toastAction.label}
            </Button>
          ) : undefined
        }
        sx={{ pointerEvents: 'auto', width: { xs: '100%', sm: 360 }, boxShadow: 3 }}
      >
        {titleKey && <AlertTitle>{translate(titleKey, { _: titleKey })}</AlertTitle>}
        {text}
      </Alert>
    </Slide>
  );
}
