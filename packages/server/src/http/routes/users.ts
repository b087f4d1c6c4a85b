import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  confirmAvatarBody,
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
import { routeSchemas } from '../route-schema';
import type { RequireUser } from '../plugins/auth';

/** The signed-in user's own profile, password and picture. All need a session. */
export type UsersRouteDeps = {
  requireUser: RequireUser;
  profile: ProfileService;
  passwords: Pick<PasswordService, 'changePassword'>;
  avatars: AvatarService;
};

const route = routeSchemas('users', { session: true });

export const usersRoutes =
  (deps: UsersRouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', deps.requireUser);

    app.get('/users/me', route(meData), async (request) =>
      success(await deps.profile.me(request.user)),
    );

    app.post('/users/update-profile', route(meData, { body: updateProfileBody }), async (request) =>
      success(
        await deps.profile.updateProfile(request.user, request.body),
        'Personal information updated successfully',
      ),
    );

    app.post(
      '/users/update-password',
      route(tokensData, { body: updatePasswordBody }),
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
      route(presignedAvatarData, { body: presignedAvatarBody }),
      async (request) => success(await deps.avatars.presign(request.user, request.body)),
    );

    app.post(
      '/users/confirm-upload-profile-picture',
      route(meData, { body: confirmAvatarBody }),
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
