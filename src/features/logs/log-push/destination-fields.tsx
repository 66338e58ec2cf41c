import { PasswordInput, Radio, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { LOG_PUSH_REGIONS } from '@/api/log-push-jobs/rules';
import type { LogPushFormValues } from './log-push-form-values';

interface Props {
  form: UseFormReturnType<LogPushFormValues>;
  readOnly: boolean;
  /** An existing job's secret is in use but never shown: the field says so instead. */
  secretInUse: boolean;
}

/** The service-specific fields of spec 3 §2 and §3: S3-compatible bucket or Splunk collector. */
export function DestinationFields({ form, readOnly, secretInUse }: Props) {
  const input = (field: keyof LogPushFormValues) => ({
    ...form.getInputProps(field),
    readOnly,
    withAsterisk: !readOnly,
    autoComplete: 'off',
  });
  const secretPlaceholder = secretInUse ? 'In Use' : undefined;
  if (form.values.type === 'S3')
    return (
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Access Key ID" {...input('accessKey')} description="AKIA or ASIA followed by 16 characters" />
        <PasswordInput label="Secret Access Key" {...input('secretKey')} placeholder={secretPlaceholder} />
        <TextInput label="Bucket Path" {...input('bucketPath')} description="bucket-name/optional/prefix" />
        <Select
          label="Region"
          data={[...LOG_PUSH_REGIONS]}
          {...input('region')}
          allowDeselect={false}
          placeholder="Choose a region"
        />
        <TextInput
          label="Endpoint URL"
          {...input('endpointUrl')}
          description="A domain name without the bucket or a path, e.g. s3.us-gov-west-1.amazonaws.com"
        />
      </SimpleGrid>
    );
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput
        label="URL"
        {...input('url')}
        description="The HTTP Event Collector, e.g. https://http-inputs-example.splunkcloud.com:443"
      />
      <TextInput label="Channel ID" {...input('channelID')} />
      <PasswordInput
        label="Auth Token"
        {...input('authToken')}
        placeholder={secretPlaceholder}
        description="URL-encoded and prefixed with Splunk, e.g. Splunk%20<token>"
      />
      <TextInput label="Source Type" {...input('sourceType')} />
      <Radio.Group label="TLS certificate" {...form.getInputProps('tls')} readOnly={readOnly}>
        <Group mt={6}>
          <Radio value="verified" label="Verified" disabled={readOnly} />
          <Radio value="unverified" label="Unverified (skip verification)" disabled={readOnly} />
        </Group>
      </Radio.Group>
    </SimpleGrid>
  );
}
