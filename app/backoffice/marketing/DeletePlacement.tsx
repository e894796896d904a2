/**
 * Deleting a popup or a top banner (issue 40 "a popup or banner can be deleted (confirm)"), under
 * its edit form: asked first, since it cannot be undone (switching it off is the way to stop it
 * for a while); once deleted, the kind's list opens and the learner site no longer shows it.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Stack } from '@ds/components/Box';
import { Button } from '@ds/components/Button';
import { ConfirmDialog } from '@ds/components/ConfirmDialog';
import { useToast } from '@ds/components/Toast';
import type { Placement } from '@app/shared/api/contract/adminMarketing';
import { copy } from '@app/shared/copy';
import { announces } from '@app/shared/sync/querySync';
import { adminMarketingKeys, deletePlacement, marketingChanges } from './marketingApi';
import { placementsPath } from './paths';

const text = copy.backofficeMarketing.remove;

export function DeletePlacement({ placement }: { placement: Placement }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const remove = useMutation({
    mutationFn: () => deletePlacement(placement.placementKey),
    meta: announces(...marketingChanges),
    onSuccess: () => {
      setAsking(false);
      queryClient.removeQueries({ queryKey: adminMarketingKeys.placement(placement.placementKey) });
      void queryClient.invalidateQueries({ queryKey: adminMarketingKeys.list(placement.kind) });
      toast.show(text.done(placement.title));
      void navigate(placementsPath(placement.kind));
    },
    onError: () => {
      setAsking(false);
      toast.show(text.failed);
    },
  });
  return (
    <section aria-labelledby="placement-delete-heading">
      <Stack gap={2}>
        <h2 id="placement-delete-heading">{text.heading}</h2>
        <p>{text.intro}</p>
        <div>
          <Button variant="danger" onClick={() => setAsking(true)}>
            {text.submit}
          </Button>
        </div>
      </Stack>
      <ConfirmDialog
        open={asking}
        tone="danger"
        title={text.title(placement.title)}
        cancelLabel={text.cancel}
        submitLabel={text.submit}
        submitting={remove.isPending}
        onCancel={() => setAsking(false)}
        onSubmit={() => remove.mutate()}
      >
        {text.body}
      </ConfirmDialog>
    </section>
  );
}
