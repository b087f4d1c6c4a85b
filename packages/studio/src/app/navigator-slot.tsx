import { errorMessage } from '@castmyscript/api';

import { useGetRuntimeQuery } from '../features/direction/api/read-api';
import { SceneNavigator } from '../features/navigator/components/scene-navigator';

type Props = { documentId: string; currentIndex: number; onPlayFrom: (lineIndex: number) => void };

/**
 * The scene navigator fed by the direction feature's runtime report (the one endpoint for it):
 * composed here because features do not import each other.
 */
export const NavigatorSlot = ({ documentId, currentIndex, onPlayFrom }: Props) => {
  const runtime = useGetRuntimeQuery(documentId);
  return (
    <SceneNavigator
      scenes={runtime.data?.scenes}
      loading={runtime.isLoading}
      error={
        runtime.isError && !runtime.data
          ? errorMessage(runtime.error, 'The scenes could not be loaded. Please try again.')
          : null
      }
      onRetry={() => void runtime.refetch()}
      currentIndex={currentIndex}
      onPlayFrom={onPlayFrom}
    />
  );
};
