package io.github.tansaku.search;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;

/**
 * search-core reaches its users with nothing else on their class path: its pom declares only
 * test-scoped dependencies. Read from the module's own pom, which Maven runs the tests beside.
 */
class NoRuntimeDependencyTest {

    @Test
    void everyDependencyOfSearchCoreIsTestScoped() throws Exception {
        Path pom = Path.of("pom.xml");
        assertThat(pom).as("search-core's pom.xml in the working directory").exists();
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        Document document;
        try (var in = Files.newInputStream(pom)) {
            document = factory.newDocumentBuilder().parse(in);
        }
        assertThat(text(document.getDocumentElement(), "artifactId")).isEqualTo("search-core");
        List<String> shipped = new ArrayList<>();
        for (Element dependencies : children(document.getDocumentElement(), "dependencies")) {
            for (Element dependency : children(dependencies, "dependency")) {
                String scope = text(dependency, "scope");
                if (!"test".equals(scope)) {
                    shipped.add(text(dependency, "groupId") + ":" + text(dependency, "artifactId") + " ("
                            + (scope == null ? "compile" : scope) + ")");
                }
            }
        }
        assertThat(shipped).as("dependencies of search-core that its users would get").isEmpty();
    }

    private static List<Element> children(Element parent, String name) {
        List<Element> found = new ArrayList<>();
        NodeList nodes = parent.getChildNodes();
        for (int i = 0; i < nodes.getLength(); i++) {
            Node node = nodes.item(i);
            if (node instanceof Element element && element.getTagName().equals(name)) {
                found.add(element);
            }
        }
        return found;
    }

    private static String text(Element parent, String name) {
        List<Element> found = children(parent, name);
        return found.isEmpty() ? null : found.get(0).getTextContent().trim();
    }
}
