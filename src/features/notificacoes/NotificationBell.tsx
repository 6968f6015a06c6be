// The top bar's bell: the unread count on its badge and in its name ('Notificações: 2 não lidas'), kept live
// by the stream; it opens the latest notifications, and a click on one marks it read and opens its record.
import NotificationsNone from '@mui/icons-material/NotificationsNone';
import { Badge, Box, Button, IconButton, List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useId, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { AnchoredDialog, useAnchoredDialog } from '../../ui/AnchoredDialog';
import { useNotifiedAction } from '../../ui/actions/useNotifiedAction';
import type { Notificacao } from '../../dataProvider/notificacoes';
import { formatDateTime } from '../../i18n/format';
import { useOnboardingLimited } from '../onboarding/public';
import { useNotificacoes } from './useNotificacoes';

/** The bell's accessible name, with the count a sighted user reads on the badge (none while it is unknown). */
export const bellLabel = (count: number | null) => {
  if (count === null) return 'Notificações';
  return count === 0 ? 'Notificações: nenhuma não lida' : `Notificações: ${count} ${count === 1 ? 'não lida' : 'não lidas'}`;
};

export function NotificationBell() {
  const limited = useOnboardingLimited();
  const { items, naoLidas, markRead, markAllRead } = useNotificacoes(!limited);
  const { opener, dialog, close } = useAnchoredDialog();
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const navigate = useNavigate();
  const readAll = useNotifiedAction(markAllRead);
  const read = useNotifiedAction(markRead);
  const openItem = async (item: Notificacao) => {
    close();
    await read.run(item);
    if (item.link) navigate(item.link);
  };
  // The button is disabled while it works and stays so once nothing is unread: focus goes to the dialog's
  // title first, or it would fall to the page behind and Escape would no longer close the dialog.
  const readAllKeepingFocus = () => {
    titleRef.current?.focus();
    void readAll.run();
  };
  if (limited) return null;

  return (
    <>
      <IconButton color="inherit" aria-label={bellLabel(naoLidas)} {...opener}>
        <Badge badgeContent={naoLidas ?? 0} color="error" max={99}>
          <NotificationsNone />
        </Badge>
      </IconButton>
      <AnchoredDialog {...dialog} name={{ labelledBy: titleId }} width={360}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, pt: 1.5, pb: 1 }}>
          <Typography id={titleId} ref={titleRef} tabIndex={-1} variant="subtitle1" component="h2" sx={{ outline: 'none' }}>
            Notificações
          </Typography>
          <Button size="small" disabled={!naoLidas} loading={readAll.pending} onClick={readAllKeepingFocus}>
            Marcar todas como lidas
          </Button>
        </Box>
        {items.length === 0 ? (
          <Typography color="text.secondary" sx={{ px: 2, pb: 2 }}>
            Nenhuma notificação
          </Typography>
        ) : (
          <List dense disablePadding aria-label="Notificações recentes">
            {items.map((item) => (
              <ListItem key={item.id} disablePadding>
                <ListItemButton onClick={() => void openItem(item)} sx={{ alignItems: 'flex-start' }}>
                  <ListItemText
                    primary={item.titulo}
                    secondary={[item.texto, formatDateTime(item.created_at)].filter(Boolean).join(' · ')}
                    slotProps={{ primary: { sx: { fontWeight: item.lida_em ? 400 : 700 } } }}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
      </AnchoredDialog>
    </>
  );
}
