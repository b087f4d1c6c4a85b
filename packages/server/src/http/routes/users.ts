import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  confirmAvatarBody,
  envelopeSchema,
  meData,
  presignedAvatarBody,
  presignedAvatarData,
  tokensData,
  updatePasswordBody,
  updateProfileBody,
} from '@castmyscript/api/contract';

import type { PasswordService } from '../../services/auth/password-service';
import type { AvatarService } from '../../services/users/avatar-service';
import type { ProfileService } from '../../services/users/profile-service';
import { success } from '../envelope';
import type { RequireUser } from '../plugins/auth';

/** The signed-in user's own profile, password and picture. All need a session. */
export type UsersRouteDeps = {
  requireUser: RequireUser;
  profile: ProfileService;
  passwords: Pick<PasswordService, 'changePassword'>;
  avatars: AvatarService;
};

const tags = ['users'];
const security = [{ bearerAuth: [] }];

export const usersRoutes =
  (deps: UsersRouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', deps.requireUser);

    app.get(
      '/users/me',
      { schema: { tags, security, response: { 200: envelopeSchema(meData) } } },
      async (request) => success(await deps.profile.me(request.user)),
    );

    app.post(
      '/users/update-profile',
      {
        schema: {
          tags,
          security,
          body: updateProfileBody,
          response: { 200: envelopeSchema(meData) },
        },
      },
      async (request) =>
        success(
          await deps.profile.updateProfile(request.user, request.body),
          'Personal information updated successfully',
        ),
    );

    app.post(
      '/users/update-password',
      {
        schema: {
          tags,
          security,
          body: updatePasswordBody,
          response: { 200: envelopeSchema(tokensData) },
        },
      },
      async (request) => {
        const { old_password, new_password } = request.body;
        const tokens = await deps.passwords.changePassword(
          request.user,
          old_password,
          new_password,
        );
        return success(tokens, 'Password updated successfully');
      },
    );

    app.post(
      '/users/presigned-upload-profile-picture',
      {
        schema: {
          tags,
          security,
          body: presignedAvatarBody,
          response: { 200: envelopeSchema(presignedAvatarData) },
        },
      },
      async (request) => success(await deps.avatars.presign(request.user, request.body)),
    );

    app.post(
      '/users/confirm-upload-profile-picture',
      {
        schema: {
          tags,
          security,
          body: confirmAvatarBody,
          response: { 200: envelopeSchema(meData) },
        },
      },
      async (request) => {
        const outcome = await deps.avatars.confirm(request.user, request.body.profile_picture_url);
        const user = await deps.profile.reload(request.user.id);
        return success(
          await deps.profile.me(user),
          outcome === 'removed'
            ? 'Profile picture removed successfully'
            : 'Profile picture updated',
        );
      },
    );
  };
