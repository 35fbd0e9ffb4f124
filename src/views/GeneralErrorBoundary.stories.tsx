import type { Meta, StoryObj } from "@storybook/react-vite";
import { onPhone } from "../../.storybook/phone.ts";
import { inSiteChrome, screenParameters } from "../../.storybook/screen.tsx";
import { ErrorView } from "./ErrorView.tsx";
import { GeneralErrorBoundary } from "./GeneralErrorBoundary.tsx";
import { NotFoundView } from "./NotFoundView.tsx";

/**
 * What a route shows when it fails (`parameters.routeError`): the not-found view for 404, the error
 * view with its reload link for anything else; a content page (here a destination) shows its own
 * not-found view, with the reload link when its content could not be loaded.
 */
const meta = {
  title: "Screens/Error",
  component: GeneralErrorBoundary,
  subcomponents: { ErrorView, NotFoundView },
  decorators: [inSiteChrome],
  parameters: { ...screenParameters, route: "/destinations/japan/tokyo-nrt" },
} satisfies Meta<typeof GeneralErrorBoundary>;
export default meta;
type Story = StoryObj<typeof meta>;

const de = { globals: { language: "de" } };
const destination = { notFound: { title: "destination.notFound", text: "destination.notFoundText", back: { route: "destinations", label: "destination.backToList" } } } as const;

export const NotFound: Story = { parameters: { routeError: 404 } };
export const NotFoundGerman: Story = { parameters: { routeError: 404 }, ...de };
export const ServerError: Story = { parameters: { routeError: 500 } };
export const ServerErrorGerman: Story = { parameters: { routeError: 500 }, ...de };
/** The database is away (503): a failure, not a missing page. */
export const Unavailable: Story = { parameters: { routeError: 503 } };
export const UnavailableGerman: Story = { parameters: { routeError: 503 }, ...de };
/** An error thrown by code rather than answered by the server. */
export const Unexpected: Story = { parameters: { routeError: "unexpected" } };
export const DestinationNotFound: Story = { args: destination, parameters: { routeError: 404 } };
export const DestinationNotFoundGerman: Story = { args: destination, parameters: { routeError: 404 }, ...de };
/** A content page whose content could not be loaded: its not-found view, with the reload link. */
export const DestinationUnavailable: Story = { args: destination, parameters: { routeError: 503 } };
export const DestinationUnavailableGerman: Story = { args: destination, parameters: { routeError: 503 }, ...de };
export const NotFoundOnAPhone: Story = onPhone({ parameters: { routeError: 404 } });
export const UnavailableOnAPhoneGerman: Story = onPhone({ parameters: { routeError: 503 }, ...de });
