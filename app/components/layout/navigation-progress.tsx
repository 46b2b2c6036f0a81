import { useNavigation } from "react-router";

/** The page loader of the default and bare layouts: a thin bar while a navigation is pending. */
export function NavigationProgress() {
  const navigation = useNavigation();
  return <div className="navigation-progress" data-active={navigation.state !== "idle"} aria-hidden="true" />;
}
