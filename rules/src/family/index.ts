export {
  checkInvitationEmail,
  INVITATION_VALID_DAYS,
  invitationEmailKey,
  type InvitationEmailProblem,
} from './invitation-email.js';
