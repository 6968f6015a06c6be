// Request and response shapes of /views.
import { z } from 'zod';
import { idRow, pageOf } from '../../../common/resources/apiValues';
import { viewName, viewParams, viewResource } from '../../../common/views';
import { idParams } from '../../resource/crud';

export const viewsQuery = z.object({ resource: viewResource });

export const createViewBody = z.object({ resource: viewResource, name: viewName, params: viewParams });

export const viewParamsPath = idParams('view_id');

export const savedView = idRow({
  resource: z.string(),
  name: z.string(),
  params: viewParams,
  created_at: z.date(),
});

export const viewList = pageOf(savedView);
