import type { Meta, StoryObj } from "@storybook/react-vite";
import { LanguageToggle } from "./LanguageToggle.tsx";

const meta = { title: "Layout/LanguageToggle", component: LanguageToggle, parameters: { layout: "centered" } } satisfies Meta<typeof LanguageToggle>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OnAboutEnglish: Story = { parameters: { route: "/about" } };
export const OnAboutGerman: Story = { globals: { language: "de" }, parameters: { route: "/uber-uns" } };
