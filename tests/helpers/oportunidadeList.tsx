// The /oportunidades/oportunidades list as src/resources.tsx registers it: the kit's list of the
// declaration with the opportunities' portal part (src/features/oportunidades), for the component tests.
import { oportunidades } from '../../common/resources/oportunidades';
import oportunidadeParts from '../../src/features/oportunidades';
import { ResourceList } from '../../src/ui/kit/ResourceList';

export const OportunidadeList = () => <ResourceList declaration={oportunidades} parts={oportunidadeParts.list} pages={{ edit: true, show: false }} />;
