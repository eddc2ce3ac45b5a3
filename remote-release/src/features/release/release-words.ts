import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ReleaseStatus } from '@portal/rules/release';

/** Each status as the family reads it. */
export const STATUS_TEXT: Readonly<Record<ReleaseStatus, MessageDescriptor>> = {
  RECEIVED: msg`Received`,
  UNDER_REVIEW: msg`Under review`,
  NEEDS_INFO: msg`More information needed`,
  APPROVED: msg`Approved`,
  SHIPPED: msg`Shipped`,
  COMPLETED: msg`Completed`,
  CANCELLED: msg`Cancelled`,
};

/** What each status means for the family, in one sentence. */
export const STATUS_MEANING: Readonly<Record<ReleaseStatus, MessageDescriptor>> = {
  RECEIVED: msg`The bank has your request and will review it.`,
  UNDER_REVIEW: msg`The bank is reviewing your request.`,
  NEEDS_INFO: msg`The bank needs more information before it can go on.`,
  APPROVED: msg`The bank approved the request and is preparing the shipment.`,
  SHIPPED: msg`The cord blood is on its way by medical courier.`,
  COMPLETED: msg`The cord blood was delivered. This request is complete.`,
  CANCELLED: msg`This request was cancelled. The cord blood stays stored.`,
};

export const FILE_PURPOSE_TEXT: Readonly<Record<string, MessageDescriptor>> = {
  AUTHORISATION: msg`Signed authorisation`,
  PHOTO_ID: msg`Photo identification`,
  SUPPORTING: msg`Supporting file`,
};
