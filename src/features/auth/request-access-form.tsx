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
  splitServerErrors,
  validateRequestAccess,
} from './request-access-validation';

export interface RequestAccessFormProps {
  /** Back to sign in without sending anything. */
  onCancel: () => void;
  /** The request was filed; the caller shows the confirmation. */
  onSubmitted: () => void;
}

/** Spec 2 §2.8: the sign-up form, checked by the same schema the server uses. */
export function RequestAccessForm({ onCancel, onSubmitted }: RequestAccessFormProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // The card's content was swapped under the user's focus; tell them where they are.
  useEffect(() => heading.current?.focus(), []);
  const [generalError, setGeneralError] = useState<string | null>(null);
  const form = useForm<RequestAccessValues>({
    mode: 'controlled',
    initialValues: emptyRequestAccess,
    validate: validateRequestAccess,
  });
  const submit = useMutation({ mutationFn: (input: RequestAccessValues) => requestAccess(input) });

  const handleSubmit = form.onSubmit(async (values) => {
    setGeneralError(null);
    try {
      await submit.mutateAsync(v.parse(signUpRequestSchema, values));
      onSubmitted();
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
      <Text size="sm">
        Complete this form to request access to the console. An administrator reviews every request. If your
        organization already uses the service, you can also contact your organization's administrator to be added as a
        user.
      </Text>
      {generalError && (
        <Alert color="red" variant="outline" title="Your request could not be submitted.">
          {generalError}
        </Alert>
      )}
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
    </Stack>
  );
}
