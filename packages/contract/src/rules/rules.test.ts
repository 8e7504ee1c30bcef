import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { deviceSerial } from './device-serial.js';
import { parseFolderId } from './folder-id.js';
import { isDownloadableType } from './file-types.js';
import { isSavableReferenceCode, withImagePrefix } from './image-data.js';
import { locationOrDefault } from './location.js';
import { decodeJwtPayload, isTokenValid, tokenExpiry } from './token.js';
import { commandArgs, commandText } from './command.js';

describe('device serial', () => {
  const token = 'x'.repeat(150);
  it('[AUTH-10] builds {timestamp}@@{token} when the stored serial is missing or under 10 characters', () => {
    expect(deviceSerial(null, 'abc', 1700000000000)).toBe('1700000000000@@abc');
    expect(deviceSerial('short', 'abc', 1700000000000)).toBe('1700000000000@@abc');
    expect(deviceSerial('123456789', 'abc', 5)).toBe('5@@abc');
  });
  it('[AUTH-10] keeps a stored serial of 10+ characters, cut to 100', () => {
    expect(deviceSerial('1234567890', token, 1)).toBe('1234567890');
    expect(deviceSerial('y'.repeat(130), token, 1)).toBe('y'.repeat(100));
  });
  it('[AUTH-10] a serial once built stays the same on every later start', () => {
    fc.assert(
      fc.property(fc.option(fc.string()), fc.string({ minLength: 1 }), fc.nat(), (stored, tok, now) => {
        const first = deviceSerial(stored, tok, now);
        expect(first.length).toBeLessThanOrEqual(100);
        if (first.length >= 10) expect(deviceSerial(first, tok, now + 1000)).toBe(first);
      }),
    );
  });
});

describe('folder ids', () => {
  it('[SYNC-9] rejects ids shorter than 10 characters', () => {
    expect(parseFolderId('abc123')).toEqual({ ok: false, reason: 'too-short' });
    expect(parseFolderId('   ')).toEqual({ ok: false, reason: 'empty' });
    expect(parseFolderId('1AbCdEfGhIj')).toEqual({ ok: true, folderID: '1AbCdEfGhIj' });
  });
  it('[SYNC-9] strips the cloud-drive URL prefix and refuses other sites', () => {
    expect(parseFolderId('https://drive.google.com/drive/folders/1AbCdEfGhIjK?usp=sharing')).toEqual({
      ok: true,
      folderID: '1AbCdEfGhIjK',
    });
    expect(parseFolderId('https://drive.google.com/drive/u/0/folders/1AbCdEfGhIjK')).toEqual({
      ok: true,
      folderID: '1AbCdEfGhIjK',
    });
    expect(parseFolderId('https://evil.example.com/drive/folders/1AbCdEfGhIjK')).toEqual({
      ok: false,
      reason: 'foreign-url',
    });
    expect(parseFolderId('https://drive.google.com/drive/folders/short')).toEqual({
      ok: false,
      reason: 'too-short',
    });
  });
});

describe('file types', () => {
  it('[SYNC-8] only pdf, plain text, jpeg and png are downloadable', () => {
    for (const type of ['application/pdf', 'text/plain; charset=utf-8', 'image/jpeg', 'IMAGE/PNG']) {
      expect(isDownloadableType(type)).toBe(true);
    }
    for (const type of ['application/zip', 'image/gif', 'text/html', 'application/vnd.ms-excel', '']) {
      expect(isDownloadableType(type)).toBe(false);
    }
  });
});

describe('image data', () => {
  it('[REPORT-5] adds a jpeg data-URL prefix unless a jpeg or png prefix is there', () => {
    expect(withImagePrefix('AAAA')).toBe('data:image/jpeg;base64,AAAA');
    expect(withImagePrefix('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
    expect(withImagePrefix('data:image/jpeg;base64,AAAA')).toBe('data:image/jpeg;base64,AAAA');
    expect(withImagePrefix('data:image/gif;base64,AAAA')).toBe(
      'data:image/jpeg;base64,data:image/gif;base64,AAAA',
    );
  });
  it('[REPORT-5] a referenceCode that is empty, undefined or null is not savable', () => {
    for (const code of ['', '  ', undefined, null, 'undefined', 'null'])
      expect(isSavableReferenceCode(code)).toBe(false);
    expect(isSavableReferenceCode('J100-1-abc')).toBe(true);
  });
});

describe('location default', () => {
  it("[JOB-2] an empty location becomes '1'", () => {
    expect(locationOrDefault('')).toBe('1');
    expect(locationOrDefault(null)).toBe('1');
    expect(locationOrDefault(undefined)).toBe('1');
    expect(locationOrDefault(' ')).toBe('1');
    expect(locationOrDefault('3')).toBe('3');
    expect(locationOrDefault(7)).toBe('7');
  });
});

describe('token validity', () => {
  const b64url = (o: object) =>
    btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(o))))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  const jwt = (claims: object) => `${b64url({ alg: 'RS256' })}.${b64url(claims)}.sig`;

  it('[AUTH-3] reads the expiry from the exp claim', () => {
    expect(tokenExpiry(jwt({ exp: 2000, email: 'a@b.c' }))).toBe(2_000_000);
    expect(decodeJwtPayload(jwt({ email: 'ñandú@b.c' }))?.['email']).toBe('ñandú@b.c');
    expect(tokenExpiry('not-a-token')).toBeNull();
    expect(tokenExpiry(jwt({ email: 'no-exp' }))).toBeNull();
  });
  it('[AUTH-4] a token is valid only while it has minutes left', () => {
    const now = 1_000_000;
    expect(isTokenValid(now + 10 * 60_000, now)).toBe(true);
    expect(isTokenValid(now + 60_000, now)).toBe(true);
    expect(isTokenValid(now + 59_999, now)).toBe(false);
    expect(isTokenValid(now - 1, now)).toBe(false);
    expect(isTokenValid(null, now)).toBe(false);
  });
});

describe('command text', () => {
  it('[HTTP-5] quotes text values and leaves numbers unquoted', () => {
    const command = {
      procedure: 'GetDashboard',
      parameters: [
        { name: 'dashboardID', value: 1 },
        { name: 'userName', value: "O'Brien" },
      ],
    };
    expect(commandText(command)).toBe("GetDashboard @dashboardID=1, @userName='O''Brien'");
    expect(commandText({ procedure: 'GetMenuItems', parameters: [] })).toBe('GetMenuItems');
    expect(commandArgs(command)).toEqual({ dashboardID: 1, userName: "O'Brien" });
  });
});
