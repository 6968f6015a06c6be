import { Box } from '@mui/material';
import { ColumnsButton } from 'react-admin';
import { useColumnsStoreKey } from './columns';
import { SavedViewsButton } from './SavedViewsButton';
import { useAccessibleColumnsChooser } from './useAccessibleColumnsChooser';
import type { BuiltInView } from './useSavedViews';

/** 'Colunas' (react-admin's chooser for the list's ListDataTable) and 'Visualizações', beside the filters. */
export function ListViewButtons({ views }: { views?: readonly BuiltInView[] }) {
  const storeKey = useColumnsStoreKey();
  useAccessibleColumnsChooser(storeKey, 'Colunas');
  return (
    <Box sx={{ display: 'flex', gap: 1, ml: { sm: 'auto' } }}>
      <ColumnsButton storeKey={storeKey} />
      <SavedViewsButton builtIn={views} />
    </Box>
  );
}
