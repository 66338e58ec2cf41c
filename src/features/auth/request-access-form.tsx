import { Alert, Button, Group, PasswordInput, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import * as v from 'valibot';
import { signUpRequestSchema } from '@/api/auth/contract';
import { requestAccess } from '@/api/auth/queries';
import {
  type RequestAccessValues,
  emptyRequestAccess,
  requestAccessRules,
  splitServerErrors,
} from './request-access-validation';
import { VerifyCodeStep } from './verify-code-step';

export interface RequestAccessFormProps {
  /** Back to sign in without sending anything. */
  onCancel: () => void;
  /** The e-mail was verified and the request filed; the caller shows the confirmation. */
  onSubmitted: () => void;
}

/** Spec 2 §2.8: the sign-up form, checked by the same schema the server uses; the e-mailed code (spec 2 §5) is its second step. */
export function RequestAccessForm({ onCancel, onSubmitted }: RequestAccessFormProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // The card's content was swapped under the user's focus; tell them where they are.
  useEffect(() => heading.current?.focus(), []);
  const [generalError, setGeneralError] = useState<string | null>(null);
  // Set once the code is mailed: what was sent, so that "Send a new code" sends the same request.
  const [sent, setSent] = useState<v.InferOutput<typeof signUpRequestSchema> | null>(null);
  const form = useForm<RequestAccessValues>({
    mode: 'controlled',
    initialValues: emptyRequestAccess,
    validate: requestAccessRules,
  });
  const submit = useMutation({ mutationFn: (input: RequestAccessValues) => requestAccess(input) });

  const handleSubmit = form.onSubmit(async (values) => {
    setGeneralError(null);
    try {
      const parsed = v.parse(signUpRequestSchema, values);
      await submit.mutateAsync(parsed);
      setSent(parsed);
    } catch (error) {
      const { fields, general } = splitServerErrors(error);
      form.setErrors(fields);
      setGeneralError(general.length > 0 ? general.join(' ') : null);
    }
  });

  return (
    <Stack component="section" aria-labelledby={headingId} gap="md">
      <Title order={2} size="h4" id={headingId} ref={heading} tabIndex={-1}>
        Request Access
      </Title>
      {!sent && (
        <Text size="sm">
          Complete this form to request access to the console. An administrator reviews every request. If your
          organization already uses the service, you can also contact your organization's administrator to be added as a
          user.
        </Text>
      )}
      {sent && (
        <VerifyCodeStep
          email={sent.email}
          onResend={() => requestAccess(sent)}
          onCancel={onCancel}
          onVerified={onSubmitted}
        />
      )}
      {!sent && generalError && (
        <Alert color="red" variant="outline" title="Your request could not be submitted.">
          {generalError}
        </Alert>
      )}
      {!sent && (
        <form onSubmit={handleSubmit} noValidate>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <TextInput
                label="First Name"
                withAsterisk
                aria-required
                autoComplete="given-name"
                {...form.getInputProps('firstName')}
              />
              <TextInput
                label="Last Name"
                withAsterisk
                aria-required
                autoComplete="family-name"
                {...form.getInputProps('lastName')}
              />
            </SimpleGrid>
            <TextInput
              label="Email Address"
              type="email"
              withAsterisk
              aria-required
              autoComplete="email"
              {...form.getInputProps('email')}
            />
            <PasswordInput
              label="Password"
              description="At least 8 characters."
              withAsterisk
              aria-required
              autoComplete="new-password"
              {...form.getInputProps('password')}
            />
            <Group justify="flex-end" mt="xs">
              <Button variant="default" onClick={onCancel} disabled={submit.isPending}>
                Cancel
              </Button>
              <Button type="submit" loading={submit.isPending}>
                Submit Request
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
