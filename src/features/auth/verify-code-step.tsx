import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import * as v from 'valibot';
import { signUpCodeSchema } from '@/api/auth/contract';
import { verifyAccessRequest } from '@/api/auth/queries';
import { requiredThen } from '@/lib/validators';
import { splitServerErrors } from './request-access-validation';

export interface VerifyCodeStepProps {
  /** The address the code was sent to, as the server stored it. */
  email: string;
  /** Sends the sign-up again, which e-mails a new code and voids the old one. */
  onResend: () => Promise<unknown>;
  onCancel: () => void;
  onVerified: () => void;
}

const codeRules = schemaResolver(v.object({ code: requiredThen('Code is required', signUpCodeSchema) }), {
  sync: true,
});

/** Request Access, step two (spec 2 §5: e-mail verification applies): the e-mailed code files the request. */
export function VerifyCodeStep({ email, onResend, onCancel, onVerified }: VerifyCodeStepProps) {
  const [generalError, setGeneralError] = useState<string | null>(null);
  const [resent, setResent] = useState(false);
  const form = useForm({ mode: 'controlled', initialValues: { code: '' }, validate: codeRules });
  const verify = useMutation({ mutationFn: (code: string) => verifyAccessRequest({ email, code }) });
  const resend = useMutation({ mutationFn: onResend });

  const report = (error: unknown) => {
    const { fields, general } = splitServerErrors(error, ['code']);
    form.setErrors(fields);
    setGeneralError(general.length > 0 ? general.join(' ') : null);
  };
  const handleSubmit = form.onSubmit(async ({ code }) => {
    setGeneralError(null);
    try {
      await verify.mutateAsync(v.parse(signUpCodeSchema, code));
      onVerified();
    } catch (error) {
      report(error);
    }
  });
  const handleResend = async () => {
    setGeneralError(null);
    setResent(false);
    try {
      await resend.mutateAsync();
      form.reset();
      setResent(true);
    } catch (error) {
      report(error);
    }
  };
  const busy = verify.isPending || resend.isPending;

  return (
    <Stack gap="sm">
      <Text size="sm" role="status">
        {resent ? 'We sent a new code. ' : ''}We sent a 6-digit code to {email}. Enter it to send your request.
      </Text>
      {generalError && (
        <Alert color="red" variant="outline" title="Your request could not be submitted.">
          {generalError}
        </Alert>
      )}
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="sm">
          <TextInput
            label="Code"
            withAsterisk
            aria-required
            inputMode="numeric"
            autoComplete="one-time-code"
            {...form.getInputProps('code')}
          />
          <Group justify="space-between" mt="xs">
            <Button
              variant="subtle"
              onClick={() => void handleResend()}
              loading={resend.isPending}
              disabled={verify.isPending}
            >
              Send a new code
            </Button>
            <Group gap="sm">
              <Button variant="default" onClick={onCancel} disabled={busy}>
                Cancel
              </Button>
              <Button type="submit" loading={verify.isPending} disabled={resend.isPending}>
                Verify
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
