import { useT } from '../../src/i18n/provider.tsx';
import { Button } from '../../src/ui/button.tsx';
import { useFormBinding } from '../../src/ui/form-binding.ts';

/** Busy while a submit is under way, and while a submit waits for the rules to arrive. */
export function SubmitButton() {
  const t = useT('newsletter');
  const { isSubmitting } = useFormBinding();
  return (
    <Button type="submit" variant="primary" loading={isSubmitting} fullWidth>
      {t('submit')}
    </Button>
  );
}
