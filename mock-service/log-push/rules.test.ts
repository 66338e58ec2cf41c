// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  accessKeyError,
  authTokenError,
  destinationErrors,
  destinationKey,
  endpointUrlError,
  everyFieldFilled,
  jobNameError,
  plainError,
  regionError,
  splunkUrlError,
} from '../../src/api/log-push-jobs/rules';

/** The field rules of spec 3 §5, as the form and the service both apply them. */
describe('log push field rules', () => {
  it('takes a job name of letters, numbers, hyphens and underscores', () => {
    expect(jobNameError('dol-s3_archive2')).toBeNull();
    expect(jobNameError('')).toBe('Job Name is required');
    expect(jobNameError('has space')).toMatch(/may contain only/);
    expect(jobNameError('-leading')).toMatch(/must begin with a letter or number/);
    expect(jobNameError('a'.repeat(51))).toMatch(/50 characters/);
  });

  it('takes an AWS access key id: AKIA or ASIA and 16 upper-case letters or digits', () => {
    expect(accessKeyError('AKIAQ4X7RM2EXAMPLE01')).toBeNull();
    expect(accessKeyError('ASIAQ4X7RM2EXAMPLE01')).toBeNull();
    expect(accessKeyError('AKIAq4x7rm2example01')).toMatch(/AKIA or ASIA/);
    expect(accessKeyError('AKIAQ4X7RM2EXAMPLE0')).toMatch(/20 characters/);
    expect(accessKeyError('BKIAQ4X7RM2EXAMPLE01')).not.toBeNull();
  });

  it('takes only the two GovCloud regions', () => {
    expect(regionError('us-gov-east-1')).toBeNull();
    expect(regionError('us-gov-west-1')).toBeNull();
    expect(regionError('us-east-1')).toBe('Region must be us-gov-east-1 or us-gov-west-1');
  });

  it('takes an endpoint domain without a path or the bucket in its host', () => {
    expect(endpointUrlError('s3.us-gov-west-1.amazonaws.com')).toBeNull();
    expect(endpointUrlError('https://minio.example.gov:9000')).toBeNull();
    expect(endpointUrlError('s3.example.gov/bucket')).toMatch(/must not include a bucket name or path/);
    expect(endpointUrlError('logs.s3.example.gov', 'logs/dns')).toMatch(/must not include a bucket name/);
    expect(endpointUrlError('not a domain')).toMatch(/must be a domain name/);
    expect(endpointUrlError(' s3.example.gov')).toMatch(/whitespace/);
  });

  it('takes a Splunk HTTP Event Collector URL', () => {
    expect(splunkUrlError('https://http-inputs-dol.splunkcloud.com:443')).toBeNull();
    expect(splunkUrlError('https://hec.example.gov:8088/services/collector/event')).toBeNull();
    expect(splunkUrlError('http://hec.example.gov:8088')).toMatch(/HTTP Event Collector/);
    expect(splunkUrlError('https://hec.example.gov/other')).toMatch(/HTTP Event Collector/);
  });

  it('takes an auth token that begins with Splunk and is URL-encoded, without padding', () => {
    expect(authTokenError('Splunk%2012345678-9abc-def0-1234-56789abcdef0')).toBeNull();
    expect(authTokenError('Splunk 1234')).toMatch(/URL-encoded/);
    expect(authTokenError('Bearer%201234')).toBe('Auth Token must begin with Splunk');
    expect(authTokenError('Splunk%201234 ')).toMatch(/whitespace/);
    expect(authTokenError('Splunk%zz')).toMatch(/URL-encoded/);
  });

  it('refuses padding on the plain fields and reports every broken field of a destination in form order', () => {
    expect(plainError('channelID')(' abc')).toBe('Channel ID cannot begin or end with whitespace');
    expect(plainError('token')('')).toBe('Ownership Token is required');
    const errors = destinationErrors('S3', {
      accessKey: 'x',
      secretKey: 's ',
      bucketPath: 'b',
      region: 'eu',
      endpointUrl: 'e.example.gov',
    });
    expect(errors.map((e) => e.field)).toEqual(['accessKey', 'secretKey', 'region']);
  });

  it('needs every field before Send Token, and keys a destination by where it writes', () => {
    const s3 = {
      accessKey: 'a',
      secretKey: 'b',
      bucketPath: 'logs/dns',
      region: 'us-gov-west-1',
      endpointUrl: 'https://S3.example.gov',
    };
    expect(everyFieldFilled('S3', s3, 'job')).toBe(true);
    expect(everyFieldFilled('S3', { ...s3, secretKey: '' }, 'job')).toBe(false);
    expect(everyFieldFilled('S3', s3, '')).toBe(false);
    expect(destinationKey('S3', s3)).toBe('s3://s3.example.gov/logs/dns');
    expect(destinationKey('Splunk', { url: 'https://hec.example.gov:443', channelID: 'c1' })).toBe(
      'splunk://hec.example.gov:443#c1',
    );
  });
});
